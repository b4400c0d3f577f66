$x = deep_merge({'a' => 1})
