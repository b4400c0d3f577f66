$a = @("E"/n)
  line\\none $x
  | E
$b = @(E/$)
  cost \$5 and \n kept
  | E
notify { 'h': message => [$a, $b] }
