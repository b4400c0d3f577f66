# A catalog JSON nested 100,000 levels deep as a side of `diff`.
# setup: python3 -c "print('{\"resources\": [{\"type\": \"Notify\", \"title\": \"n\", \"parameters\": {\"message\": ' + '['*100000 + ']'*100000 + '}}]}')" > deep.json
# run: "$BIN" diff deep.json deep.json
# exit: any
