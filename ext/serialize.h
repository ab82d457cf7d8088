/*
** serialize.h — writing a model BLOB in one walk down: the declarations
** that bayes_model_serialize (model.c) and the parts it asks for bytes
** need beyond ext/bayes.h.  Meant to be folded into bayes.h's blob.c and
** model.c sections; until then, included after bayes.h by blob.c,
** calib.c and model.c.
**
**   bayes_model_serialize (model.c)
**     bayes_model_format_version   the format version: decided here, from
**                                  what the model holds
**     the header                   bayes_blob_begin (blob.c)
**     options, priors, classes     model.c's generic part
**     the kind's section           pKind->xWrite (kind_*.c)
**     the calibration sections     bayes_calib_write (calib.c, version 3)
**     length and checksum          bayes_blob_end (blob.c)
**
** Every part writes into the buffer it is given with blob.c's writers
** (bayes_put_*) and returns; none calls back into the serializer.  The
** bytes: docs/format.md.
*/
#ifndef BAYES_SERIALIZE_H
#define BAYES_SERIALIZE_H

#include "bayes.h"

/* blob.c.  bayes_blob_begin writes the 16-byte header into an empty
** buffer (magic, format version iVersion, kind id iKind; length and
** checksum zero) and bayes_blob_end, once the body is written, fills in
** its length and CRC-32.  A no-op on a failed buffer (.oom). */
void bayes_blob_begin(BayesBuf*, int iKind, int iVersion);
void bayes_blob_end(BayesBuf*);
/* A `bytes` field (u32 length + bytes) whose length is known only after
** its content is written: bayes_put_bytes_begin writes the u32 and returns
** where it is; bayes_put_bytes_end(p, that) fills it with the number of
** bytes written since (marking the buffer failed beyond 0x7fffffff). */
i64  bayes_put_bytes_begin(BayesBuf*);
void bayes_put_bytes_end(BayesBuf*, i64 iAt);

/* model.c.  The format version a model is written in, the lowest that
** holds it (docs/format.md, Compatibility): 2 if an option is given one
** value per feature (the option vectors), else 1; 3 if the model has a
** calibration section, around an inner version (1 or 2, by the same rule)
** stored in *piInner when piInner is not 0. */
int bayes_model_format_version(const BayesModel*, int *piInner);

#endif /* BAYES_SERIALIZE_H */
