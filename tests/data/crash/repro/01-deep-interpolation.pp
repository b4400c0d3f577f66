# Strings interpolating strings 20,000 levels deep.
# setup: python3 -c "print('\$x = ' + '\"\${'*20000 + '1' + '}\"'*20000)" > case.pp
# exit: any
