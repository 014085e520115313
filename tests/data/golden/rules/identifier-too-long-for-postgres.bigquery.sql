SELECT COUNT(*) AS `number_of_genres_in_the_catalogue_counted_once_each_for_reporting`
FROM `genres`;
