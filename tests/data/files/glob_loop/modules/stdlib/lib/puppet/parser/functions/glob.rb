# A placeholder: spaceship runs stdlib's glob() itself; this file only makes the name known.
