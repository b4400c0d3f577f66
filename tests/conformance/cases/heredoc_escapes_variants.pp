$t = @("END"/nt$)
  a\tb\nc \$d ${facts['hostname']}
  | END
$u = @(END/n)
  raw \t \n $notvar
  | END
notify { 'a': message => $t }
notify { 'b': message => $u }
