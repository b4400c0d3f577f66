notify { "x": message => [$name, $title] }
