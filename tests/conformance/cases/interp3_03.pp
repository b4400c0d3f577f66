$t = @(END/L)
  one \
  two
  END
notify { 'h': message => $t }
