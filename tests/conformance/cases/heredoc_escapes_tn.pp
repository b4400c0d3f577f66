$v = 'w'
$s = @("END"/tn)
  Hello ${v}\tTab
  Line\nTwo
  | END
notify { 'h': message => $s }
