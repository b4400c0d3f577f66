notify { 'x': message => String([type(['only'], generalized), type({'k' => ['v']}, generalized), type({'k1' => 1, 'k22' => 2}, generalized), type([x, x], generalized)]) }
