# Module templates that render themselves, through scope.function_template
# and scope.call_function('template'): Ruby's "stack level too deep".
# args: --modulepath tests/data/crash/modules
# exit: 1
# expect: stack level too deep
notice(template('selfie/self.erb'))
