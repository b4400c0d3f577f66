notify { 'n': message => [{ 'a' => 1 }.dig('b', 'c'), [1].dig(5), dig({ 'a' => [1, 2] }, 'a', 1)] }
