# exit: 1
# expect: stack level too deep
notice(inline_template('<% a = [1]; a << a %><%= scope.call_function("join", [a]) %>'))
