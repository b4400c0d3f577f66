notify { 'x': } { 'a' => 1 }
