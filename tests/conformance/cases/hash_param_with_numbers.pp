notify { 'n': message => { 'port' => 8080, 'ratio' => 0.5, 'on' => true, 'list' => [1, '2'] } }
