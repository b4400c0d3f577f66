# 20,000 resources chained with -> on one line, and 20,000 `+` in a row.
# setup: python3 -c "print(' -> '.join('notify{\'a%d\':}' % i for i in range(20000))); print('\$s = 0' + ' + 1'*20000)" > case.pp
# exit: any
