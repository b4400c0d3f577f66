# exit: 1
# expect: stack level too deep
$t = '<%= scope.call_function("inline_template", [@t]) %>'
notice(inline_template($t))
