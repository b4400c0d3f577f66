# A template value holding itself handed back to Puppet.
# exit: any
$x = inline_template('<% a = []; a << a %><%= scope.call_function("notice", [a]) %>')
