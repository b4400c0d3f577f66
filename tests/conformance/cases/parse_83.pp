foo { 'a' => 1 }
