notify { "x": message => [downcase({"A" => ["B"]})] }
