$x = 'X'
$t = @("EOT"/L)
  a ${x} \
  continued
  | EOT
notify { 'h': message => $t }
