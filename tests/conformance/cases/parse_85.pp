$x = 'a'
$y = $x ? { /a/ => { 'h' => 1 }, default => {} }
notify { "${y}": }
