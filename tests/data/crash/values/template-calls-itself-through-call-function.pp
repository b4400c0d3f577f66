# args: --modulepath tests/data/crash/modules
# exit: 1
# expect: stack level too deep
notice(template('selfie/call.erb'))
