# The REPL's :snapshot of a catalog with a parameter 300 levels deep: the
# session goes on.
# run: printf '%s\n' "\$deep = Integer[1, 300].reduce('x') |\$m, \$i| { [\$m] }" "notify { 'n': message => \$deep }" ':snapshot' 'notice(after)' | "$BIN" --no-storeconfigs
# exit: any
# expect: after
