$x = stdlib::sort_by({'b' => 1, 'a' => 2}) |$k, $v| { $k }
