$u = undef
notify { 'merge': message => stdlib::merge({'a' => 1, 'b' => 2}, $u, '', {'b' => 3, 'c' => 4}) }
notify { 'merge_none': message => stdlib::merge() }
notify { 'merge_old': message => merge({'a' => 1}, {'a' => 2}) }
notify { 'merge_block2': message => stdlib::merge(['a', 'b']) |$acc, $v| { { $v => $acc.length } } }
notify { 'merge_block3': message => stdlib::merge({'x' => 1, 'y' => 2}) |$acc, $k, $v| { { "${k}2" => $v * 10 } } }
notify { 'merge_block3_array': message => stdlib::merge(['p', 'q']) |$acc, $i, $v| { if $i > 0 { { $v => $i } } else { 'skip' } } }
