$x = @(END/L)
  one \
  two
  |- END
notify { 'n': message => $x }
