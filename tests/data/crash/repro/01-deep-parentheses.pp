# 100,000 nested parentheses and 100,000 unary minus signs.
# setup: python3 -c "print('\$x = ' + '('*100000 + '1' + ')'*100000); print('\$y = ' + '- '*100000 + '1')" > case.pp
# exit: any
