$r = { 'a' => 1, 'b' => 'x' }
case $r {
  { 'a' => String }: { notify { 'no': } }
  { 'a' => Integer, 'c' => Undef }: { notify { 'hash-typed': } }
}
$s = [1, 'abc'] ? { [1, /b/] => "rx ${0}", default => 'none' }
notify { 'sel': message => $s }
case ['x', 'y'] {
  ['x']: { notify { 'short': } }
  [default, 'y']: { notify { 'default-elem': } }
}
