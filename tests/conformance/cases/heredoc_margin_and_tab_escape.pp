$t = @(END)
    indented
      more
    | END
notify { 'l1': message => $t }
$u = @(EOT/t)
a\tb
EOT
notify { 'l2': message => $u }
