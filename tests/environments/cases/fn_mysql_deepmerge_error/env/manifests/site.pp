$x = mysql::normalise_and_deepmerge({ 'a' => 1 })
