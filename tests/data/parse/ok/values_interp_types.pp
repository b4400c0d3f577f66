$a = [1, 'two', undef]
$h = { 'k' => [1, 2], 'n' => undef }
notify { 'i': message => "a=${a} h=${h} u=${undef}" }
