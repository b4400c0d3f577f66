$x = stdlib::to_json_pretty('abc')
