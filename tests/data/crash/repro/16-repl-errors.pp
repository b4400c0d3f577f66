# REPL errors point where the error is; long chains are accepted.
# setup: python3 -c "print('\$x = 1' + ' + 1'*5000); print('notice(\$x)'); print('notice(1,'); print(')'); print('\$y = [1, 2,'); print('  3 + undef]'); print('notice(after)')" > input.txt
# run: "$BIN" --no-storeconfigs < input.txt
# exit: any
# expect: 5001
# expect: after
