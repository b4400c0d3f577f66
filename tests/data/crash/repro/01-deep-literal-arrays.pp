# 100,000 nested array brackets in the source.
# setup: python3 -c "print('\$x = ' + '['*100000 + ']'*100000)" > case.pp
# exit: 1
