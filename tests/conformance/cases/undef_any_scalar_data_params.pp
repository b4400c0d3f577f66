class c(Undef $u = undef, Any $a = 1, Scalar $s = 'x', Data $d = { 'k' => [1] }) { notify { 'ok': message => [$u, $a, $s, $d] } }
include c
