# exit: 1
# expect: tried to flatten recursive array
notice(inline_template('<% a = [1]; a << a %><%= a.flatten %>'))
