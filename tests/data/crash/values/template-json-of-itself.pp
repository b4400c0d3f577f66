# Ruby's json stops at 100 levels, so a value inside itself too.
# exit: 1
# expect: nesting of 100 is too deep
notice(inline_template('<% a = [1]; a << a %><%= a.to_json %>'))
