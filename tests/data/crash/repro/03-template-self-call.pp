# A template rendering itself through scope.function_template, call_function and inline_template.
# exit: 1
notice(inline_template('<%= scope.call_function("inline_template", [@t]) %>'))
