$x = @(EOT)
    line one
      line two
    | EOT
$y = @(EOT/t)
  tab\there
  |-EOT
notify { 'h': message => [$x, $y] }
