# EPP with 3,000 nested ifs and a 20,000-long chain.
# setup: python3 -c "print('notice(inline_epp(\'' + '<% if true { %>'*3000 + 'x' + '<% } %>'*3000 + '\'))'); print('notice(inline_epp(\'<%= 1' + ' + 1'*20000 + ' %>\'))')" > case.pp
# exit: any
