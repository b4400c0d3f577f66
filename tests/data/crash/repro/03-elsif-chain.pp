# 10,000 elsif branches and a 10,000-long case.
# setup: python3 -c "print('if \$x == 0 { notice(0) }' + ''.join(' elsif \$x == %d { notice(%d) }' % (i, i) for i in range(1, 10000))); print('case 1 { ' + ' '.join('%d: {}' % i for i in range(10000)) + ' }')" > case.pp
# exit: any
