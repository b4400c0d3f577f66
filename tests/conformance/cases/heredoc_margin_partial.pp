$t = @(END)
    indented
  less
    | END
notify { 'a': message => $t }
