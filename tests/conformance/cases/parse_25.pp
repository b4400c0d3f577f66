notify { 'x': message => *{ 'a' => 1 } }
