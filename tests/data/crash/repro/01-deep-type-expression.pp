# A data type nested 50,000 levels deep.
# setup: python3 -c "print('\$t = ' + 'Array['*50000 + 'Integer' + ']'*50000 + '\nnotice([] =~ \$t)')" > case.pp
# exit: any
