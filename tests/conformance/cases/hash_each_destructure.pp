{ 'x' => [1, 2] }.each |$k, $v| { [$a, $b] = $v notify { "${k}:${a}:${b}": } }
