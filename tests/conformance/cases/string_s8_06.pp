$name2 = 'w'
$x = @("END"/$)
  hello ${name2} \$ and $ alone
  | END
notify { 'r': message => $x }
