$x = @(END)
  line one
    indented $dollar
  END
notify { 'r': message => $x }
