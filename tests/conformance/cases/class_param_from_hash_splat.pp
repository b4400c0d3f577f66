class c($a, $b = 2) { notify { "${a}-${b}": } }
$params = { 'a' => 1, 'b' => 3 }
class { 'c': * => $params }
