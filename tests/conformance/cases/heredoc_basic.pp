$x = 'v'
$a = @(END)
  plain $x
  | END
$b = @("END")
    interp ${x}
    two
    |- END
notify { 'h': message => [$a, $b] }
