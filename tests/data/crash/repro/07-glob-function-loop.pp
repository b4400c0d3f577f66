# stdlib's glob() over a link loop.
# setup: mkdir -p d && ln -s . d/loop && ln -s loop2 d/loop1 && ln -s loop1 d/loop2 && touch d/f.txt
# exit: any
notice(glob(['d/**/*.txt']).length)
