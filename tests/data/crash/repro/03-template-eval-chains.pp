# Template operator and method chains 20,000 long, 3,000 nested ifs and blocks.
# setup: python3 -c "print('notice(inline_template(\'<%= 1' + ' + 1'*20000 + ' %>\'))'); print('notice(inline_template(\'<%= \"x\"' + '.to_s'*20000 + ' %>\'))'); print('notice(inline_template(\'' + '<% if true %>'*3000 + 'x' + '<% end %>'*3000 + '\'))'); print('notice(inline_template(\'<%= ' + '['*20000 + ']'*20000 + ' %>\'))'); print('notice(inline_template(\'<%= ' + '('*20000 + '1' + ')'*20000 + ' %>\'))')" > case.pp
# exit: any
